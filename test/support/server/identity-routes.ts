import type { ExchangeEngine } from '../../../src/adapters/demo/engine';
import { ok, text, type RouteTable } from './route-types';

/** The identity check's submission (api-paths.ts `identity`), over the engine's identity part. */
export function identityRoutes(engine: ExchangeEngine): RouteTable['identity'] {
  return {
    submit: ({ params, token }) =>
      ok(
        engine.submitIdentity(token, {
          realName: text(params, 'realName'),
          idCard: text(params, 'idCard'),
          idCardPhotoPositive: text(params, 'idCardPhotoPositive'),
          idCardPhotoReverseSide: text(params, 'idCardPhotoReverseSide'),
        }),
      ),
  };
}
