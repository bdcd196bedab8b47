import { graphql } from '../../../graphql/graphql.ts';

export const LoginUserMutation = graphql(`
  mutation LoginUser($email: String!, $password: String!, $code: String) {
    loginUser(email: $email, password: $password, code: $code)
  }
`);
