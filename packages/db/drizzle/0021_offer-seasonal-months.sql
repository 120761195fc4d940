ALTER TABLE "offers" ADD COLUMN "seasonal_months" smallint[] DEFAULT '{}' NOT NULL;
