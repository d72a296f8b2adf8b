import { fromCallback } from 'xstate';
import { failureOf, type Failure } from './failure-message';

/** SPEC section 4: the TimerAttach event fires every 5 seconds. */
export const POLL_INTERVAL_MS = 5_000;
/** Data older than three missed intervals is stale: trading refuses to open positions on it. */
export const STALE_AFTER_MS = 3 * POLL_INTERVAL_MS;
/** Retries wait 5 s, 10 s, 20 s ... up to one minute. */
export const MAX_BACKOFF_MS = 60_000;

export function backoffDelay(failures: number): number {
  const exponent = Math.max(0, Math.min(failures - 1, 10));
  return Math.min(POLL_INTERVAL_MS * 2 ** exponent, MAX_BACKOFF_MS);
}

/** 'reconnecting': the last request failed and the next one waits out a backoff. */
export type PollPhase = 'polling' | 'reconnecting' | 'paused';

/** What the machine that owns a poller tells it (with `sendTo`). */
export type PollCommand<R> =
  /**
   * A new view: answers to earlier requests are dropped, failures forgotten, and it asks at once.
   * `freshFor` as in PollInput.
   */
  | { type: 'poll.view'; request: R; freshFor?: number }
  /** Later requests ask for this; answers already on their way still count. */
  | { type: 'poll.request'; request: R }
  /** The tab is hidden: no requests until resumed. */
  | { type: 'poll.pause' }
  /** The tab is back: ask at once, then poll again. */
  | { type: 'poll.resume'; request: R };

/** What a poller tells its owner: only answers newer than the one shown, for the view shown. */
export type PollReport<A> =
  | { type: 'poll.answer'; answer: A }
  | { type: 'poll.phase'; phase: PollPhase }
  /** Why the latest request failed, for the screen to say while it reconnects. */
  | { type: 'poll.failed'; failure: Failure }
  /** No answer for three intervals since the last one (or since the view began). */
  | { type: 'poll.stale' };

/** The poller's own timers, delivered to itself through the actor system's scheduler. */
type PollTimer = { type: 'poll.due' } | { type: 'poll.staleDue' };

export interface PollInput<R> {
  /** The first request. */
  request: R;
  /**
   * How long the data shown before the first answer stays fresh (a cached copy's time left),
   * in ms; three intervals when there is none.
   */
  freshFor?: number;
}

/**
 * One sequenced-poll mechanism for every live feed: a request every 5 s (TimerAttach),
 * backoff in 'reconnecting' after a failure, a sequence number on each request so a slower
 * older answer never replaces a newer one, a pause while the tab is hidden and a request at
 * once on return. Timers run on the actor system's clock, as `after` does.
 */
export function sequencedPoll<R, A>(fetch: (request: R) => Promise<A>) {
  return fromCallback<PollCommand<R> | PollTimer, PollInput<R>, PollReport<A>>(
    ({ input, self, system, sendBack, receive }) => {
      let request = input.request;
      let phase: PollPhase = 'polling';
      /** Sequence numbers: the last request sent, the answer shown, the first of this view. */
      let requested = 0;
      let applied = 0;
      let viewFrom = 1;
      let failures = 0;
      let stopped = false;

      const schedule = (event: PollTimer, delay: number) => {
        system.scheduler.cancel(self, event.type);
        system.scheduler.schedule(self, self, event, delay, event.type);
      };
      const enter = (next: PollPhase) => {
        if (next !== phase) sendBack({ type: 'poll.phase', phase: next });
        phase = next;
      };
      const isCurrent = (seq: number) => seq > applied && seq >= viewFrom;

      const onAnswer = (seq: number, answer: A) => {
        if (stopped || !isCurrent(seq)) return;
        applied = seq;
        failures = 0;
        sendBack({ type: 'poll.answer', answer });
        schedule({ type: 'poll.staleDue' }, STALE_AFTER_MS);
        if (phase === 'reconnecting') poll();
      };
      const onFailure = (seq: number, error: unknown) => {
        if (stopped || phase === 'paused' || !isCurrent(seq)) return;
        // While reconnecting only the latest request's failure lengthens the backoff.
        if (phase === 'reconnecting' && seq !== requested) return;
        failures += 1;
        sendBack({ type: 'poll.failed', failure: failureOf(error) });
        enter('reconnecting');
        schedule({ type: 'poll.due' }, backoffDelay(failures));
      };
      const send = () => {
        requested += 1;
        const seq = requested;
        let answer: Promise<A>;
        try {
          answer = fetch(request);
        } catch (error) {
          answer = Promise.reject(error);
        }
        answer.then(
          (value) => onAnswer(seq, value),
          (error: unknown) => onFailure(seq, error),
        );
      };
      function poll() {
        enter('polling');
        send();
        schedule({ type: 'poll.due' }, POLL_INTERVAL_MS);
      }

      receive((event) => {
        switch (event.type) {
          case 'poll.due':
            // A backoff ends in one retry; only a success returns to the regular interval.
            if (phase === 'polling') poll();
            else if (phase === 'reconnecting') send();
            return;
          case 'poll.staleDue':
            return sendBack({ type: 'poll.stale' });
          case 'poll.view':
            request = event.request;
            viewFrom = requested + 1;
            failures = 0;
            schedule({ type: 'poll.staleDue' }, event.freshFor ?? STALE_AFTER_MS);
            return poll();
          case 'poll.request':
            request = event.request;
            return;
          case 'poll.pause':
            system.scheduler.cancel(self, 'poll.due');
            return enter('paused');
          case 'poll.resume':
            request = event.request;
            if (phase === 'paused') poll();
            return;
        }
      });

      schedule({ type: 'poll.staleDue' }, input.freshFor ?? STALE_AFTER_MS);
      poll();
      return () => {
        stopped = true;
      };
    },
  );
}
