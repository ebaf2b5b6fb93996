import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ToastOutlet } from '@/components/ui/toast-outlet';
import { onAuthChange } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { AppRoutes } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);

  // Signing in or out (here or in another tab) changes whose data the app may show: nothing cached for one
  // account may appear for the next, so every query starts over (the current user's first).
  useEffect(() => onAuthChange(() => void queryClient.resetQueries()), [queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <ToastOutlet />
    </QueryClientProvider>
  );
}
