import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/** docs/product.md, Screens and routes: a funder belongs to one organisation; switching the impersonated one leaves its page. */
export function useLeaveOnOrganizationChange(organizationId: string | null) {
  const navigate = useNavigate();
  const first = useRef(organizationId);
  useEffect(() => {
    if (first.current === null) first.current = organizationId;
    else if (organizationId !== first.current) void navigate({ to: '/funders' });
  }, [organizationId, navigate]);
}
