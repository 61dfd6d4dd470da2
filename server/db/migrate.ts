import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as initial from './migrations/0001_initial.js';
import * as memberSearch from './migrations/0002_member_search.js';
import * as memberCity from './migrations/0003_member_city.js';
import * as sessionIdle from './migrations/0004_session_idle.js';
import * as uniqueGroupNames from './migrations/0005_unique_group_names.js';
import * as auditEvents from './migrations/0006_audit_events.js';
import * as auditFilters from './migrations/0007_audit_filters.js';
import * as resultRank from './migrations/0008_result_rank.js';
import * as businessCountry from './migrations/0009_business_country.js';
import * as isoStartDates from './migrations/0010_iso_start_dates.js';
import * as jobCompanyDetails from './migrations/0011_job_company_details.js';
import * as notificationDelivery from './migrations/0012_notification_delivery.js';
import * as rateCounters from './migrations/0013_rate_counters.js';
import * as deliveryWithoutForeignKeys from './migrations/0014_delivery_without_foreign_keys.js';
import * as dataVersions from './migrations/0015_data_versions.js';
import * as listIndexes from './migrations/0016_list_indexes.js';
import * as listVersions from './migrations/0017_list_versions.js';
import * as businessOwnerName from './migrations/0018_business_owner_name.js';
import * as auditWords from './migrations/0019_audit_words.js';
import * as leases from './migrations/0020_leases.js';
import * as roles from './migrations/0021_roles.js';
import * as signInLinks from './migrations/0022_sign_in_links.js';
import * as auditDistrict from './migrations/0023_audit_district.js';
import * as imports from './migrations/0024_imports.js';
import * as duplicates from './migrations/0025_duplicates.js';
import * as directoryBooks from './migrations/0026_directory_books.js';
import * as importHeadLine from './migrations/0027_import_head_line.js';
import * as duplicateScans from './migrations/0028_duplicate_scans.js';
import * as importFileFormat from './migrations/0029_import_file_format.js';
import * as placeGujaratiNames from './migrations/0030_place_gujarati_names.js';
import * as importRowChoices from './migrations/0031_import_row_choices.js';
import * as authVersions from './migrations/0032_auth_versions.js';
import * as notificationsByDate from './migrations/0033_notifications_by_date.js';
import * as auditLabelSearch from './migrations/0034_audit_label_search.js';
import * as dashboardVersion from './migrations/0035_dashboard_version.js';
import * as auditLabelVersion from './migrations/0036_audit_label_version.js';
import * as messaging from './migrations/0037_messaging.js';
import * as kin from './migrations/0038_kin.js';
import * as dayIndexes from './migrations/0039_day_indexes.js';
import * as greetings from './migrations/0040_greetings.js';
import * as memberDoor from './migrations/0041_member_door.js';
import * as privacyNotice from './migrations/0042_privacy_notice.js';
import * as consentVersions from './migrations/0043_consent_versions.js';
import * as noticeCampaigns from './migrations/0044_notice_campaigns.js';
import * as privacyRights from './migrations/0045_privacy_rights.js';
import * as chartVersion from './migrations/0046_chart_version.js';
import * as erasedIndex from './migrations/0047_erased_index.js';
import * as memberSearchText from './migrations/0048_member_search_text.js';
import * as livingIndex from './migrations/0049_living_index.js';
import * as memberListVersion from './migrations/0050_member_list_version.js';
import * as searchIndexOnChange from './migrations/0051_search_index_on_change.js';
import * as parentVersions from './migrations/0052_parent_versions.js';
import * as trigramPendingLists from './migrations/0053_trigram_pending_lists.js';
import * as volunteerCounts from './migrations/0054_volunteer_counts.js';
import * as placePageIndexes from './migrations/0055_place_page_indexes.js';
import * as deliveryMemberIndex from './migrations/0056_delivery_member_index.js';
import * as deliveryMemberIndexBack from './migrations/0057_delivery_member_index_back.js';
import * as deliverySendingMemberIndex from './migrations/0058_delivery_sending_member_index.js';
import * as searchIndexSamples from './migrations/0059_search_index_samples.js';
import * as sendingAudience from './migrations/0060_sending_audience.js';
import * as cityWithoutCase from './migrations/0061_city_without_case.js';
import { isPostgres, sqliteAnalyzed } from './dialect.js';
import { dropSearchIndexSamples } from './search-statistics.js';
import type { Database } from './types.js';

/** Migrations are listed here, in order, so the bundle needs no file-system scan. */
const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_member_search': memberSearch,
  '0003_member_city': memberCity,
  '0004_session_idle': sessionIdle,
  '0005_unique_group_names': uniqueGroupNames,
  '0006_audit_events': auditEvents,
  '0007_audit_filters': auditFilters,
  '0008_result_rank': resultRank,
  '0009_business_country': businessCountry,
  '0010_iso_start_dates': isoStartDates,
  '0011_job_company_details': jobCompanyDetails,
  '0012_notification_delivery': notificationDelivery,
  '0013_rate_counters': rateCounters,
  '0014_delivery_without_foreign_keys': deliveryWithoutForeignKeys,
  '0015_data_versions': dataVersions,
  '0016_list_indexes': listIndexes,
  '0017_list_versions': listVersions,
  '0018_business_owner_name': businessOwnerName,
  '0019_audit_words': auditWords,
  '0020_leases': leases,
  '0021_roles': roles,
  '0022_sign_in_links': signInLinks,
  '0023_audit_district': auditDistrict,
  '0024_imports': imports,
  '0025_duplicates': duplicates,
  '0026_directory_books': directoryBooks,
  '0027_import_head_line': importHeadLine,
  '0028_duplicate_scans': duplicateScans,
  '0029_import_file_format': importFileFormat,
  '0030_place_gujarati_names': placeGujaratiNames,
  '0031_import_row_choices': importRowChoices,
  '0032_auth_versions': authVersions,
  '0033_notifications_by_date': notificationsByDate,
  '0034_audit_label_search': auditLabelSearch,
  '0035_dashboard_version': dashboardVersion,
  '0036_audit_label_version': auditLabelVersion,
  '0037_messaging': messaging,
  '0038_kin': kin,
  '0039_day_indexes': dayIndexes,
  '0040_greetings': greetings,
  '0041_member_door': memberDoor,
  '0042_privacy_notice': privacyNotice,
  '0043_consent_versions': consentVersions,
  '0044_notice_campaigns': noticeCampaigns,
  '0045_privacy_rights': privacyRights,
  '0046_chart_version': chartVersion,
  '0047_erased_index': erasedIndex,
  '0048_member_search_text': memberSearchText,
  '0049_living_index': livingIndex,
  '0050_member_list_version': memberListVersion,
  '0051_search_index_on_change': searchIndexOnChange,
  '0052_parent_versions': parentVersions,
  '0053_trigram_pending_lists': trigramPendingLists,
  '0054_volunteer_counts': volunteerCounts,
  '0055_place_page_indexes': placePageIndexes,
  '0056_delivery_member_index': deliveryMemberIndex,
  '0057_delivery_member_index_back': deliveryMemberIndexBack,
  '0058_delivery_sending_member_index': deliverySendingMemberIndex,
  '0059_search_index_samples': searchIndexSamples,
  '0060_sending_audience': sendingAudience,
  '0061_city_without_case': cityWithoutCase,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Refreshes the query planner's statistics, so that a list filtered by a common
 * value (gender) and a rare one (district) starts from the rare one's index.
 */
export async function analyze(db: Kysely<Database>): Promise<void> {
  // On PostgreSQL, a vacuum too: after a bulk load the tables' visibility maps are
  // empty until autovacuum comes by, and every index-only scan reads the table.
  await sql`${sql.raw(isPostgres(db) ? 'VACUUM ANALYZE' : 'ANALYZE')}`.execute(db);
  await dropSearchIndexSamples(db);
}

/** On start: gathers the statistics once on a SQLite file that has none yet (PostgreSQL keeps its own). */
export async function analyzeIfNeeded(db: Kysely<Database>): Promise<void> {
  if (!isPostgres(db) && !(await sqliteAnalyzed(db))) await analyze(db);
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
