// A requester's own pending requests to join an organization (issue #19): the setup page shows
// them instead of an empty creation form.

export const MSG_MY_REQUEST_CANCELLED = 'Demande annulée';

/** One of the signed-in user's pending requests. */
export interface MyJoinRequestDto {
  request_id: number;
  organization_name: string;
  /** When it was sent (ISO 8601). */
  created_at: string;
}

/** GET /api/organization/myJoinRequests. */
export interface MyJoinRequestsResponse {
  requests: MyJoinRequestDto[];
}
