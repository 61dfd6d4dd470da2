/** A member as other records show them (docs/product.md §3 `information`, `member`). */
export interface MemberSummary {
  id: number;
  first_name: string | null;
  last_name: string | null;
  mobile_no: string;
  photo: string | null;
  /** The photo's thumbnail (our server); absent from other backends. */
  thumb?: string | null;
}
