/** An event (spec §3 "Program / Event"). */
export interface AppEvent {
  id: number;
  name: string;
  /** ISO 8601. */
  start_date: string;
  /** Minutes. */
  time: number;
  status: boolean | number;
  /** Our server: over already. */
  past?: boolean;
}
