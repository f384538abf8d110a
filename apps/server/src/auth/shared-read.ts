interface Flight<T> {
  waiting: { resolve: (value: T) => void; reject: (error: unknown) => void }[];
}

/**
 * Reads by key, at most one at a time per key, each caller answered by a read that began after it
 * asked. A caller arriving while a read is running waits for the next one, which starts as that one
 * ends and answers everyone who arrived meanwhile. So no caller sees a state older than its own
 * arrival (a role changed a moment before a request counts for it), yet a burst of requests with one
 * token (a screen's dozen calls, or a busy client's) costs one read per round trip, not one each.
 */
export function sharedReads<T>(read: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const flights = new Map<string, Flight<T>>();
  const run = async (key: string, flight: Flight<T>): Promise<T> => {
    try {
      return await read(key);
    } finally {
      const waiting = flight.waiting.splice(0);
      if (waiting.length === 0) flights.delete(key);
      else {
        const next = run(key, flight);
        for (const w of waiting) next.then(w.resolve, w.reject);
      }
    }
  };
  return (key) => {
    const flight = flights.get(key);
    if (flight) return new Promise<T>((resolve, reject) => flight.waiting.push({ resolve, reject }));
    const fresh: Flight<T> = { waiting: [] };
    flights.set(key, fresh);
    return run(key, fresh);
  };
}
