import { graphql, type ResultOf } from '../../../graphql/graphql.ts';

export const ProgramsQuery = graphql(`
  query Programs($organizationId: ID, $fiscalYear: Int) {
    listPrograms(organizationId: $organizationId, fiscalYear: $fiscalYear) {
      id
      name
      fiscalYear
      yearlyGoal
      achievedAmount
      missingAmount
    }
  }
`);

export type ProgramRow = ResultOf<typeof ProgramsQuery>['listPrograms'][number];

export const CreateProgramMutation = graphql(`
  mutation CreateProgram($name: String, $yearlyGoal: Float, $organizationId: ID) {
    createProgram(name: $name, yearlyGoal: $yearlyGoal, organizationId: $organizationId) {
      id
    }
  }
`);

export const UpdateProgramYearlyGoalMutation = graphql(`
  mutation UpdateProgramYearlyGoal($id: ID!, $goal: Float, $year: Int, $singleYear: Boolean) {
    updateProgramYearlyGoal(id: $id, goal: $goal, year: $year, singleYear: $singleYear) {
      id
      fiscalYear
      yearlyGoal
    }
  }
`);

export const DeleteProgramMutation = graphql(`
  mutation DeleteProgram($id: ID!) {
    deleteProgram(id: $id)
  }
`);
