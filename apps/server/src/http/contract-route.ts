import type { CallContract, CallData, CallRequest } from '@kanqiu/core/contract/base';
import type { FastifyInstance } from 'fastify';
import { success } from './envelope';
import { parseBody } from './parse-body';

/**
 * Serves one call of the contract's call table: `POST` at its path, the body validated with the
 * call's request schema (the same one the client checks before sending), and the handler's answer
 * typed by the call's response schema, so the server cannot send a shape the client would refuse.
 */
export function contractRoute<TCall extends CallContract>(
  app: FastifyInstance,
  contract: TCall,
  handler: (body: CallRequest<TCall>) => CallData<TCall> | Promise<CallData<TCall>>,
): void {
  app.post(contract.path, async (request) =>
    success(await handler(parseBody(contract.request, request.body))),
  );
}
