// The dashboard route: the page lives in its feature (features/dashboard).
export { DashboardPage } from '@/features/dashboard/components/DashboardPage.tsx';
