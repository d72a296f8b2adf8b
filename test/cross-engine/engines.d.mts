export interface EngineNeed {
  what: string;
  apt: string;
  find(exists: (path: string) => boolean, env: Record<string, string | undefined>): string | undefined;
}
export interface Engine {
  id: 'firefox' | 'webkit';
  name: string;
  needs: EngineNeed[];
}
export const ENGINES: Engine[];
export function locate(
  engine: Engine,
  options?: { exists?: (path: string) => boolean; env?: Record<string, string | undefined> },
): { found: Record<string, string>; missing?: undefined } | { missing: string[]; found?: undefined };
export function skipMessage(engine: Engine, missing: string[]): string;
