import { graphql } from '../../../graphql/graphql.ts';

export const CreateUnverifiedUserMutation = graphql(`
  mutation CreateUnverifiedUser(
    $email: String!
    $password: String!
    $organization: UnverifiedOrganizationInput!
    $language: String
  ) {
    createUnverifiedUser(email: $email, password: $password, organization: $organization, language: $language)
  }
`);

export const UpdateLanguageMutation = graphql(`
  mutation UpdateLanguage($language: String!) {
    updateLanguage(language: $language)
  }
`);

export const RequestResetPasswordMutation = graphql(`
  mutation RequestResetPassword($email: String!) {
    requestResetPassword(email: $email)
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($password: String!, $token: String!, $code: String) {
    resetPassword(password: $password, token: $token, code: $code)
  }
`);
