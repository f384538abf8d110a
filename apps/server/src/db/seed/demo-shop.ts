import { createEngine } from '../../crud/engine.ts';
import type { Storage } from '../../storage/storage.ts';
import type { Database, Db } from '../client.ts';
import { ownerUser, seedCatalogue } from './catalogue.ts';
import { type DemoDealerSignIn, seedDemoDealers } from './demo-dealers.ts';

export interface DemoShop {
  /** Whether this start wrote it: false once a catalogue is there. */
  seeded: boolean;
  /** The demo dealer's sign-in, when the dealers were written. */
  dealer: DemoDealerSignIn | null;
}

/**
 * The demo shop of a first start (`SEED=demo`): the catalogue with its products, customers and
 * orders, then the demo dealers, all or nothing. Long work, not a request: it runs on the pool for
 * jobs, without the requests' statement timeout (2.5 s). A busy machine's first start once
 * stopped there, on a set-based statement that takes 170 ms on a quiet one, and never started.
 */
export async function seedDemoShop(
  database: Database,
  storage: Storage,
  logError: (err: unknown) => void,
): Promise<DemoShop> {
  const db = database.jobsDb;
  const engine = await createEngine({ db, storage, logError });
  if (!(await seedCatalogue(engine, await ownerUser(db), { products: true }))) return { seeded: false, dealer: null };
  // a start that fails half-way leaves no dealers behind
  const dealer = await db.transaction((tx) => seedDemoDealers(tx as unknown as Db));
  return { seeded: true, dealer };
}
