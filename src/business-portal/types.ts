import type { PartnerRow, PortalRow } from '../../shared/contract/business-portal';
import type { MemberSummary } from '../../shared/contract/envelopes';
import type { Received } from '../../shared/contract/received';

/** A partner: a family member with their `information`, or an unknown name and mobile. */
export type Partner = Omit<Partial<PartnerRow>, 'information'> & {
  information?: (Partial<MemberSummary> & { id?: number }) | null;
};

/**
 * A business portal entry (shared/contract/business-portal.ts), with its partners
 * when read alone. The form holds the state and country as ids while they are chosen.
 */
export type Business = Omit<
  Received<
    PortalRow,
    'id' | 'logo' | 'name' | 'mobile_no' | 'email' | 'address' | 'city' | 'status'
  >,
  'state' | 'country'
> & {
  state?: string | number | null;
  country?: string | number | null;
  members?: Partner[];
};
