import { graphql, type ResultOf } from '../../../graphql/graphql.ts';

export const ListTasksQuery = graphql(`
  query ListTasks($filters: TaskFilters, $pagination: PaginationInput) {
    listTasks(filters: $filters, pagination: $pagination) {
      total
      items {
          id
          title
          description
          dueDate
          state
          assignee {
            id
            name
          }
          application {
            id
            funderId
          }
          funder {
            id
          }
      }
    }
  }
`);

export type TaskRow = ResultOf<typeof ListTasksQuery>['listTasks']['items'][number];

export const MyTasksQuery = graphql(`
  query MyTasks($pagination: PaginationInput) {
    listMyTasks(pagination: $pagination) {
      total
      items {
          id
          title
          description
          dueDate
          state
          assignee {
            id
            name
          }
          application {
            id
            funderId
          }
          funder {
            id
          }
      }
    }
  }
`);

export const AssignableUsersQuery = graphql(`
  query AssignableUsers {
    listAssignableUsers {
      id
      name
    }
  }
`);

export const CreateTaskMutation = graphql(`
  mutation CreateTask($params: TaskParams!) {
    createTask(params: $params) {
      id
      state
    }
  }
`);

export const UpdateTaskMutation = graphql(`
  mutation UpdateTask($id: ID!, $params: TaskParams!) {
    updateTask(id: $id, params: $params) {
      id
      state
    }
  }
`);

export const CompleteTaskMutation = graphql(`
  mutation CompleteTask($id: ID!) {
    completeTask(id: $id) {
      id
      state
    }
  }
`);

export const ReopenTaskMutation = graphql(`
  mutation ReopenTask($id: ID!) {
    reopenTask(id: $id) {
      id
      state
    }
  }
`);

export const DeleteTaskMutation = graphql(`
  mutation DeleteTask($id: ID!) {
    deleteTask(id: $id)
  }
`);

export const CopyTasksMutation = graphql(`
  mutation CopyTasksFromApplication($fromId: ID!, $toId: ID!) {
    copyTasksFromApplication(fromId: $fromId, toId: $toId) {
      id
    }
  }
`);
