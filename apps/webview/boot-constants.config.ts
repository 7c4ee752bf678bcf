import {
  API_PATHS,
  ApiCode,
  BASKETBALL_QUOTES,
  BannerPosition,
  BEARER_PREFIX,
  FOOTBALL_QUOTES,
  MATCH_ID_PATTERN,
  TOKEN_STORAGE_KEY,
} from '@kanqiu/core';
import { matchSceneOf } from './src/app/early-match-check';
import { DEVICE_FOLLOWS_KEY } from './src/follow/device-follows-key';
import { FOLLOW_INVITE_TEXT } from './src/follow/follow-invite-texts';
import { ADVERT_CLOSED_KEY } from './src/match/shared/advert-closed';
import { BEIJING_OFFSET_MS } from './src/match/shared/match-date';
import { MODEL_INIT_REQUEST } from './src/model/model-init-request';
import { MODEL_TEXT, modelLinkText } from './src/model/model-texts';
import { HOME_CHOICE_KEY } from './src/pages/home/home-choice';
import { HOME_LIST_REQUEST } from './src/pages/home/home-list-request';
import { HOME_TEXT } from './src/pages/home/home-texts';
import { ROUTES } from './src/routing/routes';

/** Stands for the match id in a scene name, so the boot script can put the opened id in its place. */
const ID_MARK = 'MATCHID';

/**
 * What the document's boot script (src/shell/boot.js) needs to know of the
 * app, read from the app's own modules when the build writes the scripts into the document
 * (first-paint.config.ts): the scripts run before any of the app's code, so they cannot import it,
 * and a hand-written copy would drift from it unseen.
 */
export interface BootConstants {
  /** Each match page that asks whether its match exists: its scene's name before and after the id. */
  questionPages: Record<string, [string, string]>;
  /** The ids a scene can be named by (`matchScene`), as a regular expression's source. */
  sceneId: string;
  /** The scene load's path and the envelope code of an unknown scene (4004). */
  scenePath: string;
  notFoundCode: number;
  /** Where the host's token is kept, and the scheme its header is sent with. */
  tokenKey: string;
  bearer: string;
  /** Where the device keeps the follows made without a token (a first visit's invitation). */
  followsKey: string;
  /** The advert place of the match pages, and where the day the reader closed it is kept. */
  matchAdvertPlace: number;
  advertClosedKey: string;
  /** Beijing time's offset from UTC: the day the advert was closed is a Beijing day. */
  beijingOffsetMs: number;
  /**
   * The call each page opens with whose answer draws its largest paint, by the page's path, as the
   * app's client sends it (path and JSON body): the home page's list, the model pages' `modInit`.
   */
  earlyCalls: Record<string, { path: string; body: string }>;
  /** The model page's path, whose intro the skeleton draws from the document's models. */
  modelPage: string;
  /** Each market's name as the model intro shows it. */
  modelMarkets: Record<string, string>;
}

/** What src/shell/boot-hero.js needs to draw the home page's hero from the document. */
export interface HeroConstants {
  tagline: string;
  /** Where the home page keeps the fan's sport tab (home-choice.ts). */
  choiceKey: string;
  quotes: { football: readonly string[]; basketball: readonly string[] };
}

/** boot.js's constants, from the modules that own them. */
export function bootConstants(): BootConstants {
  const questionPages: Record<string, [string, string]> = {};
  for (const route of Object.values(ROUTES)) {
    const scene = matchSceneOf(route, `match_id=${ID_MARK}`);
    const [before, after] = scene?.split(ID_MARK) ?? [];
    if (before !== undefined && after !== undefined) questionPages[route.path] = [before, after];
  }
  return {
    questionPages,
    sceneId: MATCH_ID_PATTERN.source,
    scenePath: API_PATHS.userScene,
    notFoundCode: ApiCode.NotFound,
    tokenKey: TOKEN_STORAGE_KEY,
    bearer: BEARER_PREFIX,
    followsKey: DEVICE_FOLLOWS_KEY,
    matchAdvertPlace: BannerPosition.MatchDetailTop,
    advertClosedKey: ADVERT_CLOSED_KEY,
    beijingOffsetMs: BEIJING_OFFSET_MS,
    earlyCalls: {
      [ROUTES.home.path]: { path: API_PATHS.matchList, body: JSON.stringify(HOME_LIST_REQUEST) },
      ...Object.fromEntries(
        [ROUTES.footballModel, ROUTES.footballModelTable, ROUTES.extendModel].map((route) => [
          route.path,
          { path: API_PATHS.modelInit, body: JSON.stringify(MODEL_INIT_REQUEST) },
        ]),
      ),
    },
    modelPage: ROUTES.footballModel.path,
    modelMarkets: MODEL_TEXT.markets,
  };
}

/** The home hero's texts and the sport tab's key, from the home page's modules. */
export function heroConstants(): HeroConstants {
  return {
    tagline: HOME_TEXT.tagline,
    choiceKey: HOME_CHOICE_KEY,
    quotes: { football: FOOTBALL_QUOTES, basketball: BASKETBALL_QUOTES },
  };
}

/**
 * The words the document's skeleton carries (index.html), by the comment that stands for each:
 * 我的关注's invitation, shown from the first paint to a fan known to follow nothing (boot.js), and
 * the links of the model page's intro, as the page writes them (model-intro.tsx).
 */
export function skeletonWords(): Record<string, string> {
  return {
    '<!-- invite-section -->': FOLLOW_INVITE_TEXT.section,
    '<!-- invite-text -->': FOLLOW_INVITE_TEXT.invite,
    '<!-- invite-teams -->': FOLLOW_INVITE_TEXT.inviteTeams,
    '<!-- model-about -->': modelLinkText(MODEL_TEXT.aboutModels),
    '<!-- model-table -->': modelLinkText(MODEL_TEXT.openTable),
  };
}
