import type { ApiEnvelope, CallData } from '@kanqiu/core/contract/base';
import type { CALLS } from '@kanqiu/core/contract/calls';
import { success } from '../http/envelope';
import { PreparedJson } from '../http/prepared-json';

type SceneCall = typeof CALLS.userScene;

/**
 * The `userScene` answer for one page of a scene, `{code: 1, msg: 'ok', data: {scene, subscribed,
 * page}}`, prepared once per page: the JSON when a call first asks for it, each encoding when a call
 * first accepts it. A page never changes (a change of the scene is a new page with a new answer), so
 * the bytes are never stale, and they go when the page is replaced. The two forms (`subscribed`
 * false and true) are prepared apart: compressed bytes cannot be spliced, and a form nobody asks
 * for costs nothing.
 */
export class SceneAnswer {
  readonly #scene: string;
  readonly #page: CallData<SceneCall>['page'];
  readonly #forms = new Map<boolean, PreparedJson>();

  constructor(scene: string, page: CallData<SceneCall>['page']) {
    this.#scene = scene;
    this.#page = page;
  }

  /** The answer for a call that subscribed a socket (`true`) or only loads the page (`false`). */
  form(subscribed: boolean): PreparedJson {
    let form = this.#forms.get(subscribed);
    if (!form) {
      const answer: ApiEnvelope<CallData<SceneCall>> = success({
        scene: this.#scene,
        subscribed,
        page: this.#page,
      });
      form = new PreparedJson(answer);
      this.#forms.set(subscribed, form);
    }
    return form;
  }

  /** How many forms are prepared (0 to 2). */
  get preparedForms(): number {
    return this.#forms.size;
  }
}
