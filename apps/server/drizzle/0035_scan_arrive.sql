-- A scan may also take a parcel off a departed vehicle at the branch it goes to (`arrive`,
-- docs/domain.md, "Branches"), kept once per client id like a load or an unload.
ALTER TABLE "scan_requests" DROP CONSTRAINT "scan_requests_action_check";
--> statement-breakpoint
ALTER TABLE "scan_requests" ADD CONSTRAINT "scan_requests_action_check" CHECK ("scan_requests"."action" in ('load', 'unload', 'arrive'));
