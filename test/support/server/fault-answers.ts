import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FaultAnswer } from './faults';
import { sendJson, sendText } from './respond';

/** Plays an injected answer instead of the real route. */
export function answerFault(answer: FaultAnswer, req: IncomingMessage, res: ServerResponse): void {
  switch (answer.kind) {
    case 'status':
      return sendJson(res, answer.status, 'body' in answer ? answer.body : { error: 'Injected fault' });
    case 'code':
      return sendJson(res, 200, { code: answer.code, msg: answer.msg, data: null });
    case 'expired':
      return sendJson(res, 200, { code: -2, msg: 'Please login first', data: null });
    case 'malformed':
      if ('body' in answer) return sendJson(res, 200, answer.body);
      // A body cut short: not JSON at all.
      return sendText(res, 200, '{"code":1,"data":');
    // The server has run the route first for the apply-then faults (reference-server.ts).
    case 'apply-then-answer':
      return answerFault(answer.then, req, res);
    case 'drop':
    case 'apply-then-drop':
      return void req.socket.destroy();
  }
}
