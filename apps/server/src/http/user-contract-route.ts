import type { CallContract, CallData, CallRequest } from '@kanqiu/core/contract';
import type { FastifyInstance } from 'fastify';
import type { StoredUser } from '../store/user-store';
import { success } from './envelope';
import { parseBody } from './parse-body';
import type { ServerContext } from './server-context';
import { requireUser } from './user-auth';

/**
 * Serves a call on the caller's own data as `contractRoute` serves any call, after finding the
 * user the `Authorization: Bearer <token>` names: without a valid token the call answers 4010 before
 * its body is read.
 */
export function userContractRoute<TCall extends CallContract>(
  app: FastifyInstance,
  context: ServerContext,
  contract: TCall,
  handler: (
    body: CallRequest<TCall>,
    user: StoredUser,
  ) => CallData<TCall> | Promise<CallData<TCall>>,
): void {
  app.post(contract.path, async (request) => {
    const user = await requireUser(request, context);
    return success(await handler(parseBody(contract.request, request.body), user));
  });
}
