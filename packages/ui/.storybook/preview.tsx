import type { Preview } from '@storybook/react-vite';
import '../src/theme/theme.css';
import './preview.css';

/**
 * The phone most of kanqiu's users hold, the widths the app is built for (375–430 px), and the
 * narrowest phone it must not break on (360 px).
 */
const PHONES = {
  kq390: { name: '手机 390 × 844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  kq360: { name: '窄屏 360 × 780', styles: { width: '360px', height: '780px' }, type: 'mobile' },
  kq375: { name: '手机 375 × 667', styles: { width: '375px', height: '667px' }, type: 'mobile' },
  kq430: { name: '手机 430 × 932', styles: { width: '430px', height: '932px' }, type: 'mobile' },
} as const;

if (typeof document !== 'undefined') {
  document.documentElement.lang = 'zh-CN';
  document.documentElement.dataset.theme = 'dark';
}

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    backgrounds: {
      options: { dark: { name: '深色', value: '#0d0f13' } },
    },
    viewport: { options: PHONES },
    a11y: { test: 'error' },
    docs: { codePanel: true },
  },
  initialGlobals: {
    backgrounds: { value: 'dark' },
    viewport: { value: 'kq390', isRotated: false },
  },
  decorators: [
    // `parameters.phoneWidth` holds a story to a phone's width even where no viewport frame is
    // drawn (the story iframe alone, the visual snapshots at 390 px); see `src/showcase/phones.ts`.
    (Story, { parameters }) => (
      <div
        className="kq-story"
        lang="zh-CN"
        data-theme="dark"
        style={parameters.phoneWidth ? { width: parameters.phoneWidth } : undefined}
      >
        <Story />
      </div>
    ),
  ],
};

export default preview;
