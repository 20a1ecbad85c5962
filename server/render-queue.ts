/** What the queue needs of a response: it says when it is sent or its connection is gone. */
interface Settled {
  on(event: "finish" | "close", listener: () => void): unknown;
}

/**
 * Pages made by this process, at most `limit` at a time and in order of arrival, each begun on a
 * later turn of the event loop.
 *
 * Node accepts one new connection per turn, and a turn otherwise makes every page whose request
 * is waiting on an open connection: under load the turns grow long and a new visitor waited
 * seconds to be let in while the connections already open were served again and again. Kept
 * short, the turns let new connections in as fast as pages are made.
 */
export function createRenderQueue(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const startNext = () => {
    while (running < limit && waiting.length > 0) {
      running++;
      waiting.shift()!();
    }
  };
  return {
    /**
     * Makes the page with `render` in its turn; one that ends before that is never made. An urgent
     * one (an administrator's page, reloaded after a change) waits only for a free place, not its turn.
     */
    enqueue(response: Settled, render: () => void, options: { isUrgent?: boolean } = {}): void {
      let state: "waiting" | "started" | "ended" = "waiting";
      const begin = () => {
        state = "started";
        setImmediate(() => {
          if (state === "started") render();
        });
      };
      const end = () => {
        if (state === "waiting") waiting.splice(waiting.indexOf(begin), 1);
        else if (state === "started") {
          running--;
          startNext();
        }
        state = "ended";
      };
      response.on("finish", end);
      response.on("close", end);
      if (options.isUrgent) waiting.unshift(begin);
      else waiting.push(begin);
      startNext();
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
