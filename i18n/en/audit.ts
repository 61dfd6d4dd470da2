/** The audit log. */
export const audit = {
  app: {
    audit: {
      changes: 'Changes',
      field: 'Field',
      before: 'Before',
      after: 'After',
      details: 'Asked',
      from: 'From address',
      date_from: 'From day',
      date_to: 'To day',
      history: 'History',
      actions: {
        create: 'Added',
        update: 'Changed',
        delete: 'Removed',
        status: 'Shown / hidden',
        publish: 'Made live',
        approve: 'Approved',
        export: 'Exported',
        send: 'Sent',
        resend: 'Sent again',
        login: 'Signed in',
        login_failed: 'Sign-in failed',
        logout: 'Signed out',
      },
    },
  },
  resources: {
    audit: {
      name: 'Audit log |||| Audit log',
      fields: {
        at: 'When',
        user_name: 'Account',
        action: 'Action',
        resource: 'Area',
        record_id: 'Record id',
        label: 'Record',
      },
    },
  },
};
