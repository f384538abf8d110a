/** What a row of an imported file became. */
export type ImportStatus = 'created' | 'updated' | 'unchanged' | 'failed';

/** The answer of a file import (redirects today; catalogue imports later): one entry per data row. */
export interface ImportReport {
  created: number;
  updated: number;
  /** Rows identical to what is stored: nothing is written for them, nor logged. */
  unchanged: number;
  failed: number;
  rows: { row: number; from_path: string; status: ImportStatus; errors?: Record<string, string[]> }[];
}
