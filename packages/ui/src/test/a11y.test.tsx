import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';
import * as preview from '../../.storybook/preview';
import * as badge from '../badge/badge.stories';
import * as banner from '../banner/banner.stories';
import * as codeInput from '../code-input/code-input.stories';
import * as dataTable from '../data-table/data-table.stories';
import * as emptyState from '../empty-state/empty-state.stories';
import * as flashValue from '../flash-value/flash-value.stories';
import * as imagePicker from '../image-picker/image-picker.stories';
import * as lineChart from '../line-chart/line-chart.stories';
import * as board from '../match-data-board/match-data-board.stories';
import * as notify from '../notify/notify.stories';
import * as pullRefresh from '../pull-refresh/pull-refresh.stories';
import * as qrCode from '../qr-code/qr-code.stories';
import * as ratingBadge from '../rating-badge/rating-badge.stories';
import * as requestFail from '../request-fail/request-fail.stories';
import * as shotChart from '../shot-chart/shot-chart.stories';
import * as shotMap from '../shot-map/shot-map.stories';
import * as tabs from '../tabs/tabs.stories';
import * as textareaCounter from '../textarea-counter/textarea-counter.stories';
import * as toast from '../toast/toast.stories';
import * as xgRaceChart from '../xg-race-chart/xg-race-chart.stories';

// The default story of every component. Contrast needs real layout and is checked on every story in
// Chromium by the Storybook test run; here axe checks structure, names and roles. `region` is a
// page-level rule (content inside landmarks), which a lone component cannot meet.
const DEFAULTS = {
  Tabs: composeStories(tabs).Default,
  EmptyState: composeStories(emptyState).NoData,
  PullRefresh: composeStories(pullRefresh).Default,
  DataTable: composeStories(dataTable).Default,
  Banner: composeStories(banner).Single,
  RequestFail: composeStories(requestFail).Default,
  MatchDataBoard: composeStories(board).Default,
  Toast: composeStories(toast).Default,
  Notify: composeStories(notify).Default,
  Badge: composeStories(badge).Default,
  LineChart: composeStories(lineChart).Default,
  FlashValue: composeStories(flashValue).Default,
  TextareaCounter: composeStories(textareaCounter).Default,
  CodeInput: composeStories(codeInput).Default,
  ImagePickerGrid: composeStories(imagePicker).SomePicked,
  QrCode: composeStories(qrCode).Default,
  ShotMap: composeStories(shotMap).OneShot,
  XgRaceChart: composeStories(xgRaceChart).Default,
  RatingBadge: composeStories(ratingBadge).PlayerOfMatch,
  ShotChart: composeStories(shotChart).OneShot,
};

describe('accessibility of the default stories', () => {
  beforeAll(() => {
    setProjectAnnotations(preview.default);
  });

  for (const [name, Story] of Object.entries(DEFAULTS)) {
    it(`${name} has no axe violations`, async () => {
      render(<Story />);
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      const results = await axe.run(document.body, {
        rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
      });
      const violations = results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
      );
      expect(violations).toEqual([]);
      expect(document.body.textContent).not.toBe('');
    });
  }
});
