# Sourced by run.sh and callgrind.sh: ../preamble.sh (a scratch folder cleaned up on exit, the
# release binary, an admin token), the 225-byte AASA file, a certificate, and the helpers both use.
host="bench.example.com"
bench_tools="wrk nginx openssl curl ${extra_tools:-}"
bench_hint=" (apt-get install -y wrk nginx-light)"
source "$(dirname "${BASH_SOURCE[0]}")/../preamble.sh"

# A 225-byte AASA file, the size the issue measured with.
printf '%s' '{"applinks":{"details":[{"appIDs":["ABCDE12345.com.example.app"],"components":[{"/":"/buy/*","comment":"purchase flows."},{"/":"/help/*","exclude":true},{"/":"/*"}]}]},"webcredentials":{"apps":["ABCDE12345.com.example.app"]}}' >"$work/aasa"
size=$(wc -c <"$work/aasa")
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout "$work/key.pem" -out "$work/cert.pem" \
  -days 1 -subj "/CN=$host" -addext "subjectAltName=DNS:$host" 2>/dev/null

check() { # url [curl arguments...]: status, size and type of one response
  local url=$1; shift
  [[ $# -gt 0 ]] || set -- -H "Host: $host"
  curl -sk "$@" -o /dev/null -w '%{http_code} %{size_download} %{content_type}' "$url"
}

report() { # name wrk-output
  local rps p99 errors
  rps=$(awk '/Requests\/sec/ {print $2}' <<<"$2")
  p99=$(awk '$1 == "99%" {print $2}' <<<"$2")
  errors=$(awk '/Non-2xx|Socket errors/ {printf "%s ", $0}' <<<"$2")
  printf '%-14s %12s req/s   p99 %-10s %s\n' "$1" "$rps" "$p99" "$errors"
  echo "$rps" >"$work/$1.rps"
}

# nginx serving the same bytes with the same headers on 18082 (HTTP) and 18444 (HTTPS); $1 is the
# process model (worker_processes, daemon, master_process).
write_nginx_conf() {
  mkdir -p "$work/www/.well-known" "$work/nginx-tmp"
  chmod 755 "$work" "$work/www" "$work/www/.well-known" # nginx workers run as an unprivileged user
  cp "$work/aasa" "$work/www/.well-known/apple-app-site-association"
  chmod 644 "$work/www/.well-known/apple-app-site-association"
  cat >"$work/nginx.conf" <<CONF
$1
$(nginx_conf_head)
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:18082;
    listen 127.0.0.1:18444 ssl;
    ssl_certificate $work/cert.pem;
    ssl_certificate_key $work/key.pem;
    server_name $host;
    root $work/www;
    location = /.well-known/apple-app-site-association {
      types { }
      default_type application/json;
      add_header Cache-Control "public, max-age=3600";
      add_header X-Content-Type-Options nosniff;
    }
  }
}
CONF
}
