-- Issue 14 (docs/analytics.md): a prospect's links by the prospect. The charts of one visitor, the
-- prospect's pages and relations read a prospect's links; without this index they read every link
-- of the company (1,655 buffers, 5.6 ms of each one-visitor call with 100,000 links).
CREATE INDEX "page_relationships_prospect_idx" ON "page_relationships" USING btree ("prospect_id");
