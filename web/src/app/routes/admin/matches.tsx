import { MatchesScreen } from '@/features/admin/matches/components/matches-screen';

/** /admin/matches: 'Matches to check' (ADR 025). */
export default function AdminMatchesRoute() {
  return <MatchesScreen />;
}
