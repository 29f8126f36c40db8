import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { registerNavigator } from '@/shared/navigation';

/** Lets code outside React (the base query) navigate without reloading the page. */
export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigator((to) => void navigate(to));
    return () => registerNavigator(null);
  }, [navigate]);
  return null;
}
