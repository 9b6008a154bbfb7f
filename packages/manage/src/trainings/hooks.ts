import { useParams } from 'react-router';

/** The route's training id (`:trainingId`) as a number, or null when absent or not one. */
export function useTrainingId(): number | null {
  const { trainingId } = useParams();
  return trainingId !== undefined && /^\d+$/.test(trainingId) && Number(trainingId) > 0 ? Number(trainingId) : null;
}
