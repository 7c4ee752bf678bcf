/**
 * The panel's styles, inside its shadow root so neither the page's CSS nor the panel's leak across.
 * Colours read the app's theme variables when the page defines them, with dark fallbacks.
 */
export const SIMULATOR_STYLE = `
:host {
  all: initial;
  position: fixed;
  right: 8px;
  bottom: calc(16px + env(safe-area-inset-bottom, 0px));
  z-index: 2147483000;
  color-scheme: dark;
  font: 12px/1.45 system-ui, -apple-system, "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif;
  color: var(--kq-color-text, #e8eaed);
}
[hidden] { display: none !important; }
button, input { font: inherit; color: inherit; }
button {
  cursor: pointer;
  border: 1px solid var(--kq-color-border, #3a404b);
  background: var(--kq-color-surface-raised, #272b33);
  border-radius: 6px;
  padding: 4px 8px;
  min-height: 28px;
  white-space: nowrap;
}
button:hover { background: #323844; }
button:focus-visible, input:focus-visible { outline: 2px solid var(--kq-color-primary, #ff8a1f); outline-offset: 1px; }
.badge {
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 2px;
  width: 40px;
  height: 40px;
  padding: 0;
  border-radius: 20px;
  opacity: 0.72;
  background: var(--kq-color-surface, #1b1e24);
  box-shadow: 0 2px 8px rgb(0 0 0 / 0.5);
  font-weight: 600;
}
.badge:hover, .badge:focus-visible { opacity: 1; }
.count { font-size: 10px; color: var(--kq-color-primary, #ff8a1f); }
.panel {
  display: flex;
  flex-direction: column;
  gap: 6px;
  box-sizing: border-box;
  width: min(360px, calc(100vw - 16px));
  max-height: min(70vh, 560px);
  padding: 8px;
  border: 1px solid var(--kq-color-border, #3a404b);
  border-radius: 10px;
  background: rgb(20 22 28 / 0.96);
  box-shadow: 0 4px 16px rgb(0 0 0 / 0.6);
}
header { display: flex; align-items: center; gap: 6px; }
header strong { flex: 1; font-size: 13px; }
.platform { display: flex; }
.platform button { border-radius: 0; }
.platform button:first-child { border-radius: 6px 0 0 6px; }
.platform button:last-child { border-radius: 0 6px 6px 0; border-left: 0; }
.platform button[aria-pressed="true"] {
  background: var(--kq-color-primary, #ff8a1f);
  border-color: var(--kq-color-primary, #ff8a1f);
  color: #111;
}
form { display: flex; gap: 6px; margin: 0; }
input {
  flex: 1;
  min-width: 0;
  box-sizing: border-box;
  padding: 4px 8px;
  border: 1px solid var(--kq-color-border, #3a404b);
  border-radius: 6px;
  background: #111318;
}
input::placeholder { color: var(--kq-color-text-secondary, #8b929c); }
.actions { display: grid; grid-template-columns: repeat(4, 1fr); gap: 6px; }
.log {
  flex: 1;
  min-height: 60px;
  margin: 0;
  padding: 0;
  overflow: auto;
  list-style: none;
  border-top: 1px solid var(--kq-color-border, #3a404b);
}
.log li { padding: 4px 0; border-bottom: 1px solid #252a32; }
.meta { display: flex; justify-content: space-between; color: var(--kq-color-text-secondary, #8b929c); font-size: 11px; }
.to-host .direction { color: #6cb6ff; }
.to-page .direction { color: #7ee787; }
.note .direction { color: #d2a8ff; }
code {
  display: block;
  font: 11px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  white-space: pre-wrap;
  word-break: break-all;
}
.empty { color: var(--kq-color-text-secondary, #8b929c); padding: 8px 0; text-align: center; }
`;
