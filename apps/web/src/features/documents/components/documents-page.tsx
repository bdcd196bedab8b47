import { getRouteApi } from '@tanstack/react-router';
import { DocumentsScreen } from './documents-screen.tsx';

const route = getRouteApi('/funder/$id/documents');

/** /funder/{id}/documents?path= (docs/product.md, Screens and routes): the folder browser of one funder. */
export function FunderDocumentsPage() {
  const { id } = route.useParams();
  const { path } = route.useSearch();
  return <DocumentsScreen funderId={id} path={path ?? ''} />;
}
