-- Names of sent files are labels (decision 0152): control characters (C0, DEL, C1) and the
-- bidirectional marks, embeddings, overrides and isolates are removed from the names kept so far,
-- as fileLabel does for new uploads. Downloads take the proven type's extension anyway.
UPDATE "cabinet_files"
SET "title" = coalesce(nullif(regexp_replace("title", '[\u0001-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]', '', 'g'), ''), 'file')
WHERE "title" ~ '[\u0001-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]';
--> statement-breakpoint
UPDATE "kp_requests"
SET "file_title" = coalesce(nullif(regexp_replace("file_title", '[\u0001-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]', '', 'g'), ''), 'offer')
WHERE "file_title" ~ '[\u0001-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]';
--> statement-breakpoint
-- A guest's file is kept for GUEST_UPLOAD_KEEP_DAYS (decision 0152): the hourly sweep of stored
-- files then removes it and the request keeps its phone, comment and the file's label and size.
ALTER TABLE "kp_requests" ALTER COLUMN "stored_name" DROP NOT NULL;
