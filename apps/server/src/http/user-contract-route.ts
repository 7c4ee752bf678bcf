import type { CallContract, CallData, CallRequest } from '@kanqiu/core/contract/base';
import type { FastifyInstance } from 'fastify';
import type { StoredUser } from '../store/user-store';
import type { AddressBudget } from './abuse-guards';
import { success } from './envelope';
import { parseBody } from './parse-body';
import type { ServerContext } from './server-context';
import { requireUser } from './user-auth';

/** A handler of a call on the caller's own data. */
export type UserCallHandler<TCall extends CallContract> = (
  body: CallRequest<TCall>,
  user: StoredUser,
) => CallData<TCall> | Promise<CallData<TCall>>;

/**
 * Serves a call on the caller's own data as `contractRoute` serves any call, after finding the
 * user the `Authorization: Bearer <token>` names: without a valid token the call answers 4010 before
 * its body is read. Each of `budgets` takes one call of the client's address first (429 `4290`
 * beyond it).
 */
export function userContractRoute<TCall extends CallContract>(
  app: FastifyInstance,
  context: ServerContext,
  contract: TCall,
  handler: UserCallHandler<TCall>,
  budgets: readonly AddressBudget[] = [],
): void {
  app.post(contract.path, async (request) => {
    for (const budget of budgets) context.guards.take(budget, request);
    const user = await requireUser(request, context);
    return success(await handler(parseBody(contract.request, request.body), user));
  });
}

/**
 * Serves a call that changes something (a cheer, an invitation, a city, a follow…): a user call
 * counted against its address's write budget (docs/reliability.md §11), plus any further `budgets`.
 * Every new write call is served through here, so it is rate-limited from its first day.
 */
export function writeCallRoute<TCall extends CallContract>(
  ...[app, context, contract, handler, budgets = []]: Parameters<typeof userContractRoute<TCall>>
): void {
  userContractRoute(app, context, contract, handler, ['write', ...budgets]);
}
