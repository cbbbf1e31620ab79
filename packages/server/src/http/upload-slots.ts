/**
 * Counts large uploads in progress, per rep and in the whole process (issue 15 §10: four
 * 17.7 MB lists at once took 912 MB). `tryAcquire` answers a release function, or undefined
 * when either limit is reached (the route then answers 429).
 */
export function uploadSlots(limits: { perRep: number; perProcess: number }) {
  const perRep = new Map<string, number>();
  let total = 0;
  return {
    get inProgress() {
      return total;
    },
    tryAcquire(rep: string): (() => void) | undefined {
      const mine = perRep.get(rep) ?? 0;
      if (total >= limits.perProcess || mine >= limits.perRep) return undefined;
      total += 1;
      perRep.set(rep, mine + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total -= 1;
        const left = (perRep.get(rep) ?? 1) - 1;
        if (left > 0) perRep.set(rep, left);
        else perRep.delete(rep);
      };
    },
  };
}
