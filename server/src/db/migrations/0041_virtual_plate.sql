-- Virtual plates (虚拟车牌) are list 3 of parking_plate_list (docs/decisions.md, "Fixed-car types and virtual plates"):
-- the same park, plate, colour, reason, validity and operator as the blacklist and the whitelist, one list per plate
-- and park. Only the CHECK widens.
ALTER TABLE "parking_plate_list" DROP CONSTRAINT "parking_plate_list_check";
--> statement-breakpoint
ALTER TABLE "parking_plate_list" ADD CONSTRAINT "parking_plate_list_check" CHECK (
  "list" IN (1, 2, 3) AND "plate_color" BETWEEN 1 AND 5 AND length("reason") >= 2
  AND (("start_date" IS NULL AND "end_date" IS NULL) OR ("start_date" IS NOT NULL AND "end_date" IS NOT NULL AND "end_date" >= "start_date")));
