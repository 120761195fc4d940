-- wrk's summary as one JSON line on stdout, read by bench/wrk-load.ts.
done = function(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    '\n{"requests":%d,"durationUs":%d,"p99Us":%d,"non2xx":%d,"socketErrors":%d}\n',
    summary.requests,
    summary.duration,
    latency:percentile(99),
    errors.status,
    errors.connect + errors.read + errors.write + errors.timeout
  ))
end
