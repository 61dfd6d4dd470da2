/** The login page. */
export const login = {
  app: {
    login: {
      title: 'Login',
      heading: 'Sign in to the back-office',
      email: 'Email',
      password: 'Password',
      submit: 'Submit',
      required: 'Required',
    },
  },
};
