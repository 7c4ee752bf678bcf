// Tree-shaking probe: the page without any kanqiu import, the size every other probe is compared with.
document.body.textContent = String(0.9317);
