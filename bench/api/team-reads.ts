/**
 * A team member's reads beside the owner's, on the commercial account (issue #25): what acting on an account shared
 * with you costs. Each read is counted in DynamoDB requests once (the member's are the owner's plus the one
 * TransactGetItems of the membership and the owner's plan, whatever the team's size) and timed, owner and member
 * taking turns request by request.
 */
import { accountReads, type BenchAccount } from './account-reads';
import { measureInterleaved, type LatencySummary } from './latency';

export interface MemberReadRow {
  route: string;
  ownerRequests: number;
  memberRequests: number;
  owner: LatencySummary;
  member: LatencySummary;
}

/** How many DynamoDB requests `call` sends (counted on the data layer's client, in this process). */
export type RequestCounter = (call: () => Promise<unknown>) => Promise<number>;

export async function measureMemberReads(
  owner: BenchAccount,
  member: BenchAccount,
  countRequests: RequestCounter,
  samples: number,
  warmup: number,
): Promise<MemberReadRow[]> {
  const ownerReads = accountReads(owner);
  const memberReads = accountReads(member);
  const rows: MemberReadRow[] = [];
  for (const [route, read] of Object.entries(ownerReads)) {
    const memberRead = memberReads[route];
    if (!memberRead) continue;
    const ownerRequests = await countRequests(read);
    const memberRequests = await countRequests(memberRead);
    const timed = await measureInterleaved({ owner: read, member: memberRead }, samples, warmup);
    rows.push({ route, ownerRequests, memberRequests, ...timed });
  }
  return rows;
}
