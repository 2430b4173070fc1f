import PostgresNIO

extension PostgresStore {
    /// The versioned name of the publish function: a later change of its signature gets a new name,
    /// so replicas of different versions can share a schema during a rolling upgrade.
    static let publishFunction = "ulinks_publish_v1"

    /// A publish in one call (see ``publishChange(_:contentType:host:kind:at:)``), in the transaction
    /// of the statement that calls it. PL/pgSQL plans its statements once per connection; in READ
    /// COMMITTED each statement of a volatile function takes a fresh snapshot, so the version number
    /// is read after the write lock is held, and the lock (held until commit) keeps change ids in
    /// commit order as the multi-statement transaction did. The schema is checked to be
    /// `[a-z0-9_]+` before it reaches here (``connect(url:schema:logger:)``).
    static func publishFunctionDefinition(_ s: String, lockClass: Int32) -> PostgresQuery {
        """
        CREATE OR REPLACE FUNCTION \(unescaped: s).\(unescaped: publishFunction)(
          p_host TEXT, p_kind TEXT, p_content BYTEA, p_sha TEXT, p_size BIGINT, p_type TEXT, p_at BIGINT,
          OUT published_version BIGINT, OUT change_id BIGINT)
        LANGUAGE plpgsql AS $ulinks$
        BEGIN
          PERFORM pg_advisory_xact_lock(\(unescaped: String(lockClass)), hashtext('\(unescaped: s)'));
          SELECT COALESCE(MAX(v.version), 0) + 1 INTO published_version
            FROM \(unescaped: s).versions v WHERE v.host = p_host AND v.kind = p_kind;
          INSERT INTO \(unescaped: s).versions
            VALUES (p_host, p_kind, published_version, p_content, p_sha, p_size, p_type, p_at);
          INSERT INTO \(unescaped: s).live VALUES (p_host, p_kind, published_version, p_at)
            ON CONFLICT (host, kind) DO UPDATE SET version = excluded.version, since = excluded.since;
          INSERT INTO \(unescaped: s).changes (host, kind, action, version, sha256, at)
            VALUES (p_host, p_kind, 'publish', published_version, p_sha, p_at) RETURNING id INTO change_id;
          PERFORM pg_notify('\(unescaped: changeChannel(s))', change_id::text);
        END
        $ulinks$
        """
    }
}
