import type { FeedFormat } from '@kramar/contract/resources/feeds.ts';
import { csvWriter } from './csv.ts';
import { googleWriter } from './google.ts';
import { hotlineWriter } from './hotline.ts';
import type { FeedWriter } from './writer.ts';
import { promWriter, rozetkaWriter } from './yml.ts';

export const writers: Record<FeedFormat, FeedWriter> = {
  google_merchant: googleWriter,
  rozetka_yml: rozetkaWriter,
  prom_yml: promWriter,
  hotline: hotlineWriter,
  csv: csvWriter,
};
