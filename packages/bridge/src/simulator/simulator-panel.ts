import type { HostFunctionName } from '../host-function';
import { SIMULATOR_TEXT } from '../text';
import type { SimulatedPlatform } from './fake-host';
import {
  SIMULATOR_LOG_LIMIT,
  type SimulatorDirection,
  type SimulatorEntry,
} from './simulator-entry';
import { SIMULATOR_STYLE } from './simulator-style';

/** The `id` of the element holding the panel, to find it in a page or a bundle. */
export const SIMULATOR_ELEMENT_ID = 'kanqiu-host-simulator';

/** What the panel's controls ask for. */
export interface PanelActions {
  /** Call a host-callable function on the page, as the native host would. */
  callPage(name: HostFunctionName, args: unknown[]): void;
  setPlatform(platform: SimulatedPlatform): void;
  clear(): void;
}

/** The mounted panel. */
export interface SimulatorPanel {
  readonly element: HTMLElement;
  /** Shows one more entry at the top of the log. */
  add(entry: SimulatorEntry): void;
  /** Empties the log. */
  clear(): void;
  setPlatform(platform: SimulatedPlatform): void;
  remove(): void;
}

const DIRECTION_LABEL: Record<SimulatorDirection, string> = {
  'to-host': SIMULATOR_TEXT.toHost,
  'to-page': SIMULATOR_TEXT.toPage,
  note: SIMULATOR_TEXT.note,
};

const ACTIONS: readonly (readonly [HostFunctionName, string])[] = [
  ['refresh', SIMULATOR_TEXT.refresh],
  ['closeSocket', SIMULATOR_TEXT.closeSocket],
  ['getPageHeight', SIMULATOR_TEXT.getPageHeight],
  ['unshowAdv', SIMULATOR_TEXT.unshowAdv],
];

/**
 * Builds the floating panel in its own shadow root and appends it to `doc.body`. Collapsed it is a
 * 40 px button in the bottom-right corner. Every text is set with `textContent`: logged arguments
 * come from the page and may be hostile.
 */
export function mountSimulatorPanel(
  doc: Document,
  options: { platform: SimulatedPlatform; expanded: boolean; actions: PanelActions },
): SimulatorPanel {
  const { actions } = options;
  const el = <K extends keyof HTMLElementTagNameMap>(
    tag: K,
    props: Partial<Record<string, string>> = {},
    text?: string,
  ): HTMLElementTagNameMap[K] => {
    const node = doc.createElement(tag);
    for (const [name, value] of Object.entries(props)) {
      if (value !== undefined) node.setAttribute(name, value);
    }
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const button = (text: string, onClick: () => void, props: Record<string, string> = {}) => {
    const node = el('button', { type: 'button', ...props }, text);
    node.addEventListener('click', onClick);
    return node;
  };

  const host = el('div', { id: SIMULATOR_ELEMENT_ID, lang: 'zh-CN' });
  const root = host.attachShadow({ mode: 'open' });
  root.append(el('style', {}, SIMULATOR_STYLE));

  const count = el('span', { class: 'count' }, '0');
  const badge = button(SIMULATOR_TEXT.badge, () => setExpanded(true), {
    class: 'badge',
    'aria-label': SIMULATOR_TEXT.expand,
    'aria-expanded': 'false',
  });
  badge.append(count);

  const panel = el('section', { class: 'panel', 'aria-label': SIMULATOR_TEXT.title });
  const platformButtons = {
    android: button(SIMULATOR_TEXT.android, () => actions.setPlatform('android')),
    ios: button(SIMULATOR_TEXT.ios, () => actions.setPlatform('ios')),
  };
  const platformGroup = el('div', {
    class: 'platform',
    role: 'group',
    'aria-label': SIMULATOR_TEXT.platform,
  });
  platformGroup.append(platformButtons.android, platformButtons.ios);
  const header = el('header');
  header.append(
    el('strong', {}, SIMULATOR_TEXT.title),
    platformGroup,
    button(SIMULATOR_TEXT.clear, () => actions.clear()),
    button(SIMULATOR_TEXT.collapse, () => setExpanded(false)),
  );

  const inputForm = (
    label: string,
    placeholder: string,
    submit: string,
    onSubmit: (value: string) => void,
  ) => {
    const form = el('form');
    const input = el('input', { type: 'text', 'aria-label': label, placeholder });
    form.append(input, el('button', { type: 'submit' }, submit));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      onSubmit(input.value);
    });
    return form;
  };
  const tokenForm = inputForm(
    SIMULATOR_TEXT.tokenLabel,
    SIMULATOR_TEXT.tokenPlaceholder,
    SIMULATOR_TEXT.sendToken,
    (value) => actions.callPage('sendToken', [value]),
  );
  const toastForm = inputForm(
    SIMULATOR_TEXT.toastLabel,
    SIMULATOR_TEXT.toastPlaceholder,
    SIMULATOR_TEXT.testToast,
    (value) => actions.callPage('testToast', value === '' ? [] : [value]),
  );

  const actionRow = el('div', { class: 'actions' });
  for (const [name, label] of ACTIONS) {
    actionRow.append(button(label, () => actions.callPage(name, [])));
  }

  const log = el('ol', { class: 'log', 'aria-label': SIMULATOR_TEXT.log, 'aria-live': 'polite' });
  panel.append(header, tokenForm, toastForm, actionRow, log);
  root.append(badge, panel);

  function setExpanded(expanded: boolean) {
    panel.hidden = !expanded;
    badge.hidden = expanded;
    badge.setAttribute('aria-expanded', String(expanded));
    (expanded ? platformButtons.android : badge).focus({ preventScroll: true });
  }

  function setPlatform(platform: SimulatedPlatform) {
    platformButtons.android.setAttribute('aria-pressed', String(platform === 'android'));
    platformButtons.ios.setAttribute('aria-pressed', String(platform === 'ios'));
  }

  const entryItem = (entry: SimulatorEntry) => {
    const item = el('li', { class: entry.direction });
    const meta = el('div', { class: 'meta' });
    meta.append(
      el('span', { class: 'direction' }, DIRECTION_LABEL[entry.direction]),
      el('time', {}, new Date(entry.time).toLocaleTimeString('zh-CN', { hour12: false })),
    );
    item.append(meta, el('code', {}, entry.text));
    return item;
  };
  const emptyItem = () => el('li', { class: 'empty' }, SIMULATOR_TEXT.empty);
  // Calls since the last clear, shown on the collapsed button.
  let total = 0;

  // Newest first; one item is added per call so a busy page does not rebuild the whole list.
  function add(entry: SimulatorEntry) {
    if (total === 0) log.replaceChildren();
    total++;
    count.textContent = String(total);
    log.prepend(entryItem(entry));
    while (log.children.length > SIMULATOR_LOG_LIMIT) log.lastElementChild?.remove();
  }

  function clear() {
    total = 0;
    count.textContent = '0';
    log.replaceChildren(emptyItem());
  }

  panel.hidden = !options.expanded;
  badge.hidden = options.expanded;
  badge.setAttribute('aria-expanded', String(options.expanded));
  setPlatform(options.platform);
  clear();
  doc.body.append(host);

  return { element: host, add, clear, setPlatform, remove: () => host.remove() };
}
