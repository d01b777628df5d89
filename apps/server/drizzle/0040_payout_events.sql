-- Live screens hear of money going out too (docs/decisions/0013-live-screens-several-servers.md):
-- a payout recorded or voided, and a cash count or opening balance, announced on change_events
-- so the cash book, the payouts and the trips' profit refresh on every clerk's screen.
ALTER TABLE "change_events" DROP CONSTRAINT "change_events_kind_check";--> statement-breakpoint
ALTER TABLE "change_events" ADD CONSTRAINT "change_events_kind_check" CHECK ("change_events"."kind" in ('goodsReceived', 'goodsEdited', 'goodsDeleted', 'goodsLoaded', 'goodsUnloaded', 'goodsMoved', 'goodsPaid', 'statementArchived', 'statementRestored', 'paymentRecorded', 'paymentVoided', 'payoutRecorded', 'payoutVoided', 'cashCounted', 'customerChanged', 'carChanged', 'specificationChanged', 'branchChanged', 'userChanged', 'suggestionRemoved', 'backupMade'));
