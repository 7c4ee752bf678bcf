// Draws the home page's hero from the document: its tagline and a quote of the sport on the fan's
// tab, picked at random. The quote is the page's largest text, so the page's largest paint is in the
// first frame rather than once the app's code has run. The build puts this script inline right
// after the skeleton (first-paint.config.ts), where the hero's elements already exist, and writes
// in what it needs from the app (boot-constants.config.ts). It picks both sports' quotes with one
// random number and leaves them for the home page (pages/home/boot-quote.ts), which shows the
// same quote in the same place when it replaces the skeleton.
(() => {
  const HERO = {};

  // Its source, quotes included, is no text of the page: it leaves the body once it has run.
  document.currentScript?.remove();
  if (document.documentElement.getAttribute('data-boot') !== 'list') return;
  let sport = 'football';
  try {
    const choice = JSON.parse(localStorage.getItem(HERO.choiceKey) || 'null');
    if (choice && choice.sport === 'basketball') sport = 'basketball';
  } catch {}
  const random = Math.random();
  // pickQuote's rule (@kanqiu/core): the quote at ⌊random × count⌋.
  const pick = (quotes) => quotes[Math.min(quotes.length - 1, Math.floor(random * quotes.length))];
  const quote = {
    random,
    football: pick(HERO.quotes.football),
    basketball: pick(HERO.quotes.basketball),
  };
  window.__KANQIU_HOME_QUOTE__ = quote;
  const hero = document.querySelector('.boot-hero');
  if (!hero) return;
  hero.children[0].textContent = HERO.tagline;
  hero.children[1].textContent = quote[sport];
})();
