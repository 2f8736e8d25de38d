import { Navigate, useLocation, useParams } from 'react-router';
import { paths } from '@/config/paths';

/** /products/{slug} → /product/{slug} (ARCHITECTURE §11), keeping the query and fragment. */
export default function ProductRedirectRoute() {
  const { slug = '' } = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={`${paths.product(slug)}${search}${hash}`} replace />;
}
