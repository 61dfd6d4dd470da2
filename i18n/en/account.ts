/** Accounts and the sign-in link's page (docs/security.md "Accounts"). */
export const account = {
  app: {
    account: {
      roles: {
        administrator: 'Administrator',
        coordinator: 'Coordinator',
        viewer: 'Viewer',
      },
      role_help: {
        administrator: 'Everything, accounts included.',
        coordinator: 'The members and dashboard of the districts chosen below.',
        viewer: 'Reads everything, changes nothing.',
      },
      states: { active: 'Active', invited: 'Link sent', disabled: 'Disabled' },
      every_district: 'Every district',
      outside: 'Outside your districts: shown by name only',
      link: 'Sign-in link',
      link_title: 'Sign-in link for %{name}',
      link_help:
        'Copy this link and send it to them (WhatsApp, SMS or mail). It works once, until %{until}; through it they set their own password.',
      link_open: 'A sign-in link works until %{until}',
      mailed: 'It was also mailed to %{email}.',
      mail_failed: 'Mailing it to %{email} failed: copy it and send it yourself.',
      copy: 'Copy link',
      copied: 'Copied',
      done: 'Done',
      new_link: 'New sign-in link',
      new_link_question: 'Make a new sign-in link? Links given before stop working.',
      disable: 'Disable',
      disable_question:
        'Disable this account? It is signed out everywhere at once; its history stays.',
      enable: 'Enable',
      enable_question: 'Enable this account again?',
      welcome: {
        title: 'Welcome, %{name}',
        intro: 'Choose a password for %{email}. You sign in with it from now on.',
        password: 'New password',
        repeat: 'The password again',
        mismatch: 'The two passwords differ.',
        save: 'Set password and sign in',
        invalid_title: 'This link does not work',
        invalid: 'This link is not valid any more. Ask an administrator for a new one.',
      },
    },
  },
  resources: {
    accounts: {
      name: 'Account |||| Accounts',
      fields: {
        name: 'Name',
        email: 'Email',
        role: 'Role',
        districts: 'Districts',
        state: 'State',
      },
    },
  },
};
