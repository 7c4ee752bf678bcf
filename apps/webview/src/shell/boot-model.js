// Draws the model page's intro in the skeleton from the document: the chosen model's name, its
// market and what it picks, as boot.js chose them from the models the server wrote into the
// document. The description is the page's largest text, so the page's largest paint is in the first
// frame rather than once the app's code and its modInit answer are in. The build puts this script
// inline right after the skeleton (first-paint.config.ts), where the intro's elements already exist;
// the words are set as text, never as markup.
(() => {
  document.currentScript?.remove();
  const model = window.__KANQIU_BOOT_MODEL__;
  delete window.__KANQIU_BOOT_MODEL__;
  if (!model || document.documentElement.getAttribute('data-boot') !== 'model') return;
  const text = (selector, words) => {
    const element = document.querySelector(selector);
    if (element) element.textContent = words;
  };
  text('.boot-model__name', model.name);
  text('.boot-model__market', model.market);
  text('.boot-model__description', model.description);
})();
