-- Migration number: 0020 	 The National Weather Service grid of each forecast point (issue 46 §5, src/weather/nws.ts).
-- nws_points: one row per point read with `GET /points/{lat},{lon}` ("30.0802,-94.1266", 4 decimals at most), the
--   served town it was read for, the grid's hourly forecast URL NWS gave (`properties.forecastHourly`), and when it
--   was read. A town's point is read once; a changed point (new coordinates) is a new row.
CREATE TABLE nws_points (
  point TEXT PRIMARY KEY,
  town TEXT NOT NULL,
  forecast_hourly_url TEXT NOT NULL,
  read_at TEXT NOT NULL
) WITHOUT ROWID;
