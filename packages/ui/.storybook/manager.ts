import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

// Designers browse a dark product: the Storybook chrome is dark too.
addons.setConfig({
  theme: create({
    base: 'dark',
    brandTitle: '看球 kanqiu · UI',
    colorPrimary: '#4c94ff',
    colorSecondary: '#4c94ff',
    appBg: '#0d0f13',
    appContentBg: '#0d0f13',
    barBg: '#161a20',
  }),
});
