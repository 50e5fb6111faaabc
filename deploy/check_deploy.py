"""The parts of deploy/ agree with each other and with the studio files.

Run by deploy/check.sh with the compose file as `docker-compose config --format json` printed it
and the Kubernetes set as kustomize rendered it:
    python deploy/check_deploy.py target/deploy-check/compose.json target/deploy-check/k8s.yaml
The schemas are checked before (by Compose itself and kubernetes-validate); these tests check what
no schema knows: that a probe asks the port the service listens on, that a Service selects the
pods it is meant for, that every key file the configuration names is in the Secret.
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import tomllib
import unittest
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
DEPLOY = ROOT / "deploy"
STUDIO = "/etc/livedraw/studio.toml"
SERVICES = ("ingest", "engine", "supervisor", "feed")
GRPC_SERVICES = ("ingest", "supervisor", "feed")
COMPOSE_CONFIG = DEPLOY / "config" / "studio-kafka.toml"
K8S_CONFIG = DEPLOY / "k8s" / "studio.toml"
SECRET_TEMPLATE = DEPLOY / "k8s" / "pki-secret.template.yaml"

COMPOSE = {}
K8S = []


def load_toml(path):
    with open(path, "rb") as file:
        return tomllib.load(file)


def port_of(address):
    return int(address.rsplit(":", 1)[1])


def objects(kind):
    return {o["metadata"]["name"]: o for o in K8S if o["kind"] == kind}


def deployment(service):
    return objects("Deployment")[f"livedraw-{service}"]


def container(workload):
    (only,) = workload["spec"]["template"]["spec"]["containers"]
    return only


def run_args(service):
    return ["run", "--config", STUDIO, "--services", service]


class StudioFiles(unittest.TestCase):
    """deploy/config/*.toml and deploy/k8s/studio.toml: production studios on Kafka."""

    def configs(self):
        return [COMPOSE_CONFIG, K8S_CONFIG, *sorted((DEPLOY / "config").glob("*.toml"))]

    def test_deploy_studios_run_the_production_profile_on_kafka(self):
        for path in self.configs():
            with self.subTest(path=path.name):
                config = load_toml(path)
                self.assertEqual(config["profile"], "production")
                self.assertEqual(config["log"]["backend"], "kafka")
                self.assertEqual(config["kafka"]["engine_group"], "livedraw-engine")
                self.assertTrue(config["kafka"]["brokers"])
                self.assertEqual(config["observability"]["log_format"], "json")

    def test_deploy_studios_listen_on_every_interface_at_the_usual_ports(self):
        for path in self.configs():
            with self.subTest(path=path.name):
                listen = load_toml(path)["listen"]
                self.assertEqual(
                    listen,
                    {
                        "ingest": "0.0.0.0:50051",
                        "supervisor": "0.0.0.0:50052",
                        "feed": "0.0.0.0:50053",
                        "console": "0.0.0.0:8443",
                    },
                )
                metrics = load_toml(path)["observability"]["metrics_listen"]
                self.assertEqual(metrics, "0.0.0.0:9464")

    def test_deploy_studios_read_their_keys_from_the_mounted_pki(self):
        for path in self.configs():
            with self.subTest(path=path.name):
                security = load_toml(path)["security"]
                for key in ("tls_cert", "tls_key", "client_ca", "token_public_key"):
                    self.assertTrue(security[key].startswith("/etc/livedraw/pki/"), key)

    def test_deploy_studios_play_the_example_studio_tables_and_devices(self):
        example = load_toml(ROOT / "config" / "studio.toml")
        for path in self.configs():
            with self.subTest(path=path.name):
                config = load_toml(path)
                self.assertEqual(config["tables"], example["tables"])
                self.assertEqual(config["devices"], example["devices"])
                self.assertEqual(config["engine"], example["engine"])
                self.assertEqual(config["pricing"], example["pricing"])

    def test_replication_factor_fits_the_cluster(self):
        self.assertEqual(load_toml(COMPOSE_CONFIG)["kafka"]["replication_factor"], 1)
        self.assertEqual(load_toml(K8S_CONFIG)["kafka"]["replication_factor"], 3)


class Compose(unittest.TestCase):
    """deploy/compose.yaml: Kafka, the topic creation, every service."""

    def services(self):
        return COMPOSE["services"]

    def test_compose_runs_each_service_alone_on_the_mounted_studio_file(self):
        studio = COMPOSE["configs"]["studio"]["file"]
        self.assertEqual(Path(studio).resolve(), COMPOSE_CONFIG.resolve())
        for name in SERVICES:
            with self.subTest(service=name):
                service = self.services()[name]
                self.assertEqual(service["command"], run_args(name))
                self.assertEqual(service["configs"], [{"source": "studio", "target": STUDIO}])

    def test_compose_serves_the_console_from_a_supervisor_and_feed_process(self):
        console = self.services()["console"]
        self.assertEqual(console["command"], run_args("supervisor,feed"))
        (published,) = console["ports"]
        port = port_of(load_toml(COMPOSE_CONFIG)["listen"]["console"])
        self.assertEqual((published["target"], int(published["published"])), (port, port))
        self.assertEqual(console["depends_on"]["topics"]["condition"], "service_completed_successfully")
        self.assertEqual(console["healthcheck"], self.services()["supervisor"]["healthcheck"])

    def test_compose_runs_two_engines(self):
        self.assertEqual(self.services()["engine"]["deploy"]["replicas"], 2)

    def test_compose_services_start_after_the_topics_exist(self):
        topics = self.services()["topics"]
        self.assertEqual(topics["command"], ["topics", "--config", STUDIO])
        self.assertEqual(topics["depends_on"]["kafka"]["condition"], "service_healthy")
        self.assertEqual(topics["restart"], "no")
        for name in SERVICES:
            with self.subTest(service=name):
                depends = self.services()[name]["depends_on"]
                self.assertEqual(depends["topics"]["condition"], "service_completed_successfully")

    def test_compose_health_checks_ask_healthz_on_the_metrics_port(self):
        port = port_of(load_toml(COMPOSE_CONFIG)["observability"]["metrics_listen"])
        for name in SERVICES:
            with self.subTest(service=name):
                service = self.services()[name]
                test = service["healthcheck"]["test"]
                self.assertEqual(test[:2], ["CMD", "curl"])
                self.assertIn("--fail", test)
                self.assertEqual(test[-1], f"http://127.0.0.1:{port}/healthz")
                self.assertEqual(service["restart"], "unless-stopped")

    def test_compose_publishes_the_grpc_ports_the_studio_listens_on(self):
        listen = load_toml(COMPOSE_CONFIG)["listen"]
        for name in GRPC_SERVICES:
            with self.subTest(service=name):
                (published,) = self.services()[name]["ports"]
                self.assertEqual(published["target"], port_of(listen[name]))
                self.assertEqual(int(published["published"]), port_of(listen[name]))
        self.assertNotIn("ports", self.services()["engine"])

    def test_compose_mounts_the_pki_directory_read_only(self):
        for name in (*SERVICES, "topics"):
            with self.subTest(service=name):
                (pki,) = self.services()[name]["volumes"]
                self.assertEqual(pki["type"], "bind")
                self.assertEqual(Path(pki["source"]), DEPLOY / "pki")
                self.assertEqual(pki["target"], "/etc/livedraw/pki")
                self.assertTrue(pki["read_only"])

    def test_compose_kafka_is_a_pinned_kraft_broker_at_the_configured_address(self):
        kafka = self.services()["kafka"]
        image, _, tag = kafka["image"].partition(":")
        self.assertEqual(image, "apache/kafka")
        self.assertRegex(tag, r"^\d+\.\d+\.\d+$")
        env = kafka["environment"]
        self.assertEqual(env["KAFKA_PROCESS_ROLES"], "broker,controller")
        brokers = load_toml(COMPOSE_CONFIG)["kafka"]["brokers"]
        for broker in brokers:
            self.assertIn(f"PLAINTEXT://{broker}", env["KAFKA_ADVERTISED_LISTENERS"].split(","))
        self.assertEqual(env["KAFKA_AUTO_CREATE_TOPICS_ENABLE"], "false")
        self.assertIn("healthcheck", kafka)
        (data,) = kafka["volumes"]
        self.assertEqual(data["type"], "volume")
        self.assertEqual(data["target"], env["KAFKA_LOG_DIRS"])
        self.assertIn(data["source"], COMPOSE["volumes"])

    def test_compose_builds_every_livedraw_container_from_the_dockerfile(self):
        for name in (*SERVICES, "topics"):
            with self.subTest(service=name):
                build = self.services()[name]["build"]
                self.assertEqual(Path(build["context"]), ROOT)
                self.assertEqual(build["dockerfile"], "deploy/Dockerfile")
                self.assertIn("GIT_REVISION", build["args"])


class Kubernetes(unittest.TestCase):
    """deploy/k8s/ as kustomize renders it."""

    def test_kustomization_lists_every_manifest_but_the_secret_template(self):
        kustomization = yaml.safe_load((DEPLOY / "k8s" / "kustomization.yaml").read_text())
        manifests = {
            p.name
            for p in (DEPLOY / "k8s").glob("*.yaml")
            if p.name not in ("kustomization.yaml", SECRET_TEMPLATE.name)
        }
        self.assertEqual(set(kustomization["resources"]), manifests)
        self.assertNotIn("Secret", {o["kind"] for o in K8S})

    def test_every_object_lives_in_the_livedraw_namespace(self):
        for o in K8S:
            with self.subTest(kind=o["kind"], name=o["metadata"]["name"]):
                if o["kind"] == "Namespace":
                    self.assertEqual(o["metadata"]["name"], "livedraw")
                else:
                    self.assertEqual(o["metadata"]["namespace"], "livedraw")

    def test_deployments_run_each_service_alone_engine_twice(self):
        for name in SERVICES:
            with self.subTest(service=name):
                workload = deployment(name)
                self.assertEqual(container(workload)["args"], run_args(name))
                self.assertEqual(workload["spec"]["replicas"], 2 if name == "engine" else 1)

    def test_probes_ask_healthz_on_the_metrics_port_of_the_studio_file(self):
        port = port_of(load_toml(K8S_CONFIG)["observability"]["metrics_listen"])
        for name in SERVICES:
            with self.subTest(service=name):
                app = container(deployment(name))
                ports = {p["name"]: p["containerPort"] for p in app["ports"]}
                self.assertEqual(ports["metrics"], port)
                for probe in ("startupProbe", "readinessProbe", "livenessProbe"):
                    self.assertEqual(app[probe]["httpGet"], {"path": "/healthz", "port": "metrics"})

    def test_grpc_container_ports_are_the_studio_listen_ports(self):
        listen = load_toml(K8S_CONFIG)["listen"]
        for name in GRPC_SERVICES:
            with self.subTest(service=name):
                app = container(deployment(name))
                ports = {p["name"]: p["containerPort"] for p in app["ports"]}
                self.assertEqual(ports["grpc"], port_of(listen[name]))

    def test_every_container_has_requests_and_limits(self):
        workloads = [deployment(name) for name in SERVICES] + [objects("Job")["livedraw-topics"]]
        for workload in workloads:
            with self.subTest(name=workload["metadata"]["name"]):
                resources = container(workload)["resources"]
                for bound in ("requests", "limits"):
                    self.assertEqual(set(resources[bound]), {"cpu", "memory"})

    def test_pods_run_as_the_image_user_without_privileges(self):
        workloads = [deployment(name) for name in SERVICES] + [objects("Job")["livedraw-topics"]]
        for workload in workloads:
            with self.subTest(name=workload["metadata"]["name"]):
                pod = workload["spec"]["template"]["spec"]
                self.assertTrue(pod["securityContext"]["runAsNonRoot"])
                self.assertEqual(pod["securityContext"]["runAsUser"], 10001)
                app = container(workload)["securityContext"]
                self.assertFalse(app["allowPrivilegeEscalation"])
                self.assertTrue(app["readOnlyRootFilesystem"])

    def test_services_select_their_pods_and_name_their_ports(self):
        for name, service in objects("Service").items():
            with self.subTest(service=name):
                workload = objects("Deployment")[name]
                labels = workload["spec"]["template"]["metadata"]["labels"]
                selector = service["spec"]["selector"]
                self.assertEqual({k: labels.get(k) for k in selector}, selector)
                self.assertEqual(service["spec"]["type"], "ClusterIP")
                named = {p["name"]: p["containerPort"] for p in container(workload)["ports"]}
                for port in service["spec"]["ports"]:
                    self.assertEqual(named[port["targetPort"]], port["port"])
        self.assertEqual(
            set(objects("Service")), {f"livedraw-{s}" for s in (*SERVICES, "console")}
        )

    def test_the_console_deployment_serves_the_supervisor_and_the_feed_on_the_console_port(self):
        workload = deployment("console")
        app = container(workload)
        self.assertEqual(app["args"], run_args("supervisor,feed"))
        ports = {p["name"]: p["containerPort"] for p in app["ports"]}
        self.assertEqual(ports["https"], port_of(load_toml(K8S_CONFIG)["listen"]["console"]))
        self.assertEqual(container(workload)["volumeMounts"], container(deployment("supervisor"))["volumeMounts"])

    def test_the_config_map_is_the_studio_file_and_every_pod_mounts_it(self):
        (config_map,) = objects("ConfigMap").values()
        self.assertEqual(config_map["data"]["studio.toml"], K8S_CONFIG.read_text())
        workloads = [deployment(name) for name in SERVICES] + [objects("Job")["livedraw-topics"]]
        for workload in workloads:
            with self.subTest(name=workload["metadata"]["name"]):
                volumes = {v["name"]: v for v in workload["spec"]["template"]["spec"]["volumes"]}
                mapped = volumes["studio"]["configMap"]["name"]
                self.assertEqual(mapped, config_map["metadata"]["name"])
                mounts = {m["name"]: m for m in container(workload)["volumeMounts"]}
                self.assertEqual(mounts["studio"]["mountPath"], STUDIO)
                self.assertEqual(mounts["studio"]["subPath"], "studio.toml")

    def test_the_secret_template_holds_every_key_file_the_studio_names(self):
        secret = yaml.safe_load(SECRET_TEMPLATE.read_text())
        security = load_toml(K8S_CONFIG)["security"]
        self.assertEqual(
            set(secret["stringData"]), {Path(path).name for path in security.values()}
        )
        workloads = [deployment(name) for name in SERVICES] + [objects("Job")["livedraw-topics"]]
        for workload in workloads:
            with self.subTest(name=workload["metadata"]["name"]):
                volumes = {v["name"]: v for v in workload["spec"]["template"]["spec"]["volumes"]}
                self.assertEqual(volumes["pki"]["secret"]["secretName"], secret["metadata"]["name"])
                mounts = {m["name"]: m for m in container(workload)["volumeMounts"]}
                self.assertEqual(mounts["pki"]["mountPath"], "/etc/livedraw/pki")

    def test_the_engine_disruption_budget_keeps_one_engine(self):
        (budget,) = objects("PodDisruptionBudget").values()
        labels = deployment("engine")["spec"]["template"]["metadata"]["labels"]
        selector = budget["spec"]["selector"]["matchLabels"]
        self.assertEqual({k: labels.get(k) for k in selector}, selector)
        self.assertEqual(budget["spec"]["minAvailable"], 1)

    def test_the_topics_job_creates_the_topics(self):
        job = objects("Job")["livedraw-topics"]
        self.assertEqual(container(job)["args"], ["topics", "--config", STUDIO])
        self.assertEqual(job["spec"]["template"]["spec"]["restartPolicy"], "OnFailure")


class DevPki(unittest.TestCase):
    """deploy/dev-pki.sh makes the files the compose studio names, and they verify."""

    def test_dev_pki_makes_every_file_the_studio_names_and_a_device_certificate(self):
        openssl = shutil.which("openssl")
        self.assertIsNotNone(openssl, "openssl is needed by deploy/dev-pki.sh")
        with tempfile.TemporaryDirectory() as pki:
            script = str(DEPLOY / "dev-pki.sh")
            subprocess.run([script, pki], check=True, capture_output=True)
            device = [script, pki, "device", "scanner-baccarat-1"]
            subprocess.run(device, check=True, capture_output=True)
            security = load_toml(COMPOSE_CONFIG)["security"]
            for path in security.values():
                self.assertTrue(os.path.isfile(os.path.join(pki, Path(path).name)), path)
            verify = subprocess.run(
                [openssl, "verify", "-CAfile", "ca.pem", "server.pem",
                 "device-scanner-baccarat-1.pem"],
                cwd=pki,
                capture_output=True,
                text=True,
            )
            self.assertEqual(verify.returncode, 0, verify.stdout + verify.stderr)
            names = subprocess.run(
                [openssl, "x509", "-in", "server.pem", "-noout", "-ext", "subjectAltName"],
                cwd=pki,
                check=True,
                capture_output=True,
                text=True,
            ).stdout
            for host in (*GRPC_SERVICES, *(f"livedraw-{s}.livedraw.svc" for s in GRPC_SERVICES)):
                self.assertIn(f"DNS:{host}", names)


def main():
    compose_json, k8s_yaml = sys.argv[1:3]
    COMPOSE.update(json.loads(Path(compose_json).read_text()))
    K8S.extend(o for o in yaml.safe_load_all(Path(k8s_yaml).read_text()) if o)
    unittest.main(argv=[sys.argv[0], "-v"], exit=True)


if __name__ == "__main__":
    main()
